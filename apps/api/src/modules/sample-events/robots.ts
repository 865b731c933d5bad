// Crawlers, link previewers, uptime checkers and headless browsers name themselves in their user agent; a page they
// fetch is not a designer's visit. A robot that hides behind a browser's user agent is left to the per-address limit.
const ROBOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|lighthouse|headlesschrome|phantomjs|pingdom|uptime|monitor|python-requests|curl\/|wget|httpclient|okhttp|go-http-client|axios\/|node-fetch|java\//i;

/** Whether a request's user agent is a robot's (or missing, as no browser sends it): its views are not counted. */
export function isRobot(userAgent: string | undefined): boolean {
  if (!userAgent?.trim()) return true;
  return ROBOT_USER_AGENT.test(userAgent);
}
