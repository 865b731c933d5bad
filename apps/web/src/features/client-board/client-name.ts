// The client's name, typed once and offered again on every sample (and on the next visit of the session).
const KEY = 'samplebank:client-name';

export function rememberedClientName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberClientName(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    // a browser that keeps nothing: the client types their name again
  }
}
