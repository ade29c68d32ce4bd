// Injected into the server's bundles (build.mjs): NODE_ENV read once, as the process started (destructured, so that
// the build's define of `process.env.NODE_ENV` leaves this one read as it is).
const { NODE_ENV } = process.env;
export { NODE_ENV as NODE_ENV_AT_START };
