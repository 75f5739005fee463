// What the applicant sees on each screen state: its main heading. The URL is not listed here: it is
// derived from the machine's route table (`matchUrl`), so a screen is checked against the same
// mapping the app uses.

export const SCREEN_HEADINGS: Record<string, RegExp> = {
  offerStart: /^A credit card with up to \$10k of built-in pet insurance$/,
  getStarted: /^Let's get started$/,
  instalink: /^Check your email for the link sent!$/,
  signin: /^(Sign in|Check your email)$/,
  verify: /^Verify your phone number$/,
  verifyOwn: /^Verify your phone number$/,
  about: /^Tell us about your pet$/,
  petlessOffer: / is not eligible$/,
  user: /^(Your personal and financial details|Please confirm your details)$/,
  preprocessing: /^Your information is being reviewed\.\.\.$|^We're still reviewing/,
  acceptOffer: /pre-qualified for the Zoomies card!$/,
  processing: /^Your information is being reviewed\.\.\.$|^We're still reviewing/,
  congratulations: /^Congratulations(, \w+)?! You're approved\.$/,
  quiz: /^One quick question$/,
  additionalServices: /^Adjust and finalize .+'s insurance policy$/,
  payment: /^Pay for .+'s extra coverage$/,
  welcome: /^Welcome to Zoomies(, \w+)?!$/,
  dashboard: /^Hi /,
  notPreQualified: /./,
  unsupportedAddress: /^What's your home address\?$/,
  uploadDocument: /./,
  additionalInformation: /./,
};
