import { useNavigate } from 'react-router-dom';

export const HOME_PATH = '/index';
export const LOGIN_PATH = '/login';

/** Navigation shared by the error pages' buttons. */
export function useErrorActions() {
  const navigate = useNavigate();
  return {
    home: () => navigate(HOME_PATH),
    login: () => navigate(LOGIN_PATH),
    to: (path: string) => navigate(path),
    back: () => navigate(-1),
  };
}
