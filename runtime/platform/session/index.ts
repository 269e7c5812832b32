export {
  createSessionStore,
  sessionStore,
  useSession,
  INITIAL_SESSION,
  DEFAULT_CARD_BRANDS,
  type SessionState,
  type SessionStore,
  type SessionStatus,
  type SessionQuote,
  type SessionIntent,
  type SessionCustomer,
  type SessionConsent,
} from './session';
