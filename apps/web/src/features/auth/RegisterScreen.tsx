import { AuthFrame } from './AuthFrame.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { AUTH_TEXTS as T } from './texts.ts';
import './auth-forms.css';

/** /register: registration as an individual or for an enterprise. */
export default function RegisterScreen() {
  return (
    <AuthFrame>
      <h2 className="auth-card-title">{T.registerTab}</h2>
      <RegisterForm />
      <div className="auth-links">
        <span />
        <a href="#/login">{T.toLogin}</a>
      </div>
    </AuthFrame>
  );
}
