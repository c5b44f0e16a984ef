import { parse } from 'bowser';

/** What a person recognises a device by: 'Chrome 126' on 'Windows 10', or null where the user agent says nothing. */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** The browser (with its major version) and the operating system a user agent names, by bowser's parser. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = parse(userAgent);
  return {
    browser: joined(browser.name, browser.version?.split('.')[0]),
    // 'Windows 10' rather than 'Windows NT 10.0'; 'macOS Sonoma'; 'iOS 17.5'.
    system: joined(os.name, os.versionName ?? os.version),
  };
}
