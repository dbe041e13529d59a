export type TokenVerificationErrorCode =
  'invalid_structure' | 'invalid_claims' | 'expired' | 'invalid_signature';

/** Thrown by the verifier; callers branch on `code`, the message text is fixed by SPEC §5/§8. */
export class TokenVerificationError extends Error {
  override readonly name = 'TokenVerificationError';
  readonly code: TokenVerificationErrorCode;

  constructor(code: TokenVerificationErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
