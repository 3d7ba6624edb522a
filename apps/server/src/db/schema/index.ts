// The drizzle schema object needs every table in one place; this is the only aggregate file.
export * from './security.ts';
export * from './content.ts';
export * from './system.ts';
export * from './risk.ts';
export * from './analytics.ts';
export * from './identity.ts';
export * from './sessions.ts';
export * from './captcha.ts';
export * from './sms.ts';
export * from './staff.ts';
export * from './disclaimers.ts';
export * from './face.ts';
export * from './open-identity.ts';
export * from './assistant.ts';
export * from './chat.ts';
export * from './feedback.ts';
export * from './articles.ts';
export * from './products.ts';
export * from './console.ts';
export * from './insight.ts';
export * from './branches.ts';
export * from './identity-verification.ts';
export * from './unified-login.ts';
export * from './certificates.ts';
export * from './ledger.ts';
// invoice check (issue 24)
export * from './invoice-check.ts';
// end invoice check
// schema: check tools (issue 24)
export * from './checks.ts';
// end schema: check tools
// published emission factors of the estimate and the carbon account (issue 24, one table since issue 36)
export * from './emission-factors.ts';
// end published emission factors
// carbon account (issue 24)
export * from './carbon.ts';
// end carbon account
// rights (issue 25): rights centre, activity centre, receipt-printer passwords
export * from './rights.ts';
// end rights
// eseal (issue 24)
export * from './env-estimates.ts';
// end eseal
// schema: workspace (issue 25)
export * from './workspace.ts';
// end schema: workspace
// special assets (issue 25)
export * from './special-assets.ts';
// end special assets
// open platform (issue 26): applications; each part adds its own schema file below
export * from './open-platform.ts';
// end open platform
// open platform apply (issue 26)
export * from './open-platform-apply.ts';
// end open platform apply
// open platform catalogue (issue 26)
export * from './open-platform-catalogue.ts';
// end open platform catalogue
// open platform sandbox (issue 26)
export * from './open-platform-sandbox.ts';
// end open platform sandbox
