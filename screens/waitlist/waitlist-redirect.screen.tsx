// The blackout states' way out: the machine sends the browser to the waitlist; this is what shows
// until the page changes.
export function WaitlistRedirect() {
  return <p role="status">Taking you to our waitlist…</p>;
}
