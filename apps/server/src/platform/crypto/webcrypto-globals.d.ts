// The shared contracts (hybrid encryption) name the DOM's global CryptoKey type; on Node it is webcrypto's.
// The server compiles without the DOM library, so give the name to the type checker here.
type CryptoKey = import('node:crypto').webcrypto.CryptoKey;
