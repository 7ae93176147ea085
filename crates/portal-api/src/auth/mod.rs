//! Sign-in, second factor, tokens, registration and password wire types.

mod login;
mod mfa;
mod password;
mod registration;

pub use login::{
    LoginCompleteRequest, LoginInitiateRequest, LoginSession, LogoutResult, MfaSendRequest,
    MfaSendResult, RefreshRequest, TokenPair,
};
pub use mfa::MfaMethod;
pub use password::{
    PasswordForgotRequest, PasswordForgotResult, PasswordInitRequest, PasswordInitResult,
};
pub use registration::{
    RegisterCompleteRequest, RegisterCompleteResult, RegisterInitiateRequest,
    RegisterVerifyRequest, RegisterVerifyResult, RegistrationSession,
};
