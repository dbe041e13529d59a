import type { CapacitorConfig } from '@capacitor/cli';

// The native app ships the web build (dist/) and talks to the Kontor server that the build was made
// for: `VITE_API_URL=https://kontor.example.de npm run build:native -w @kontor/web`.
const apiUrl = process.env.VITE_API_URL ?? '';

const config: CapacitorConfig = {
  appId: 'de.kontor.app',
  appName: 'Kontor',
  webDir: 'dist',
  server: {
    // The app's own origin is https://localhost (Android) and capacitor://localhost (iOS); the
    // server must list both in ALLOWED_ORIGINS for the realtime connection.
    hostname: 'localhost',
    androidScheme: 'https',
    iosScheme: 'capacitor',
    // Only a development server on the local network speaks plain http; never a release build.
    cleartext: apiUrl.startsWith('http://'),
  },
  plugins: {
    // API calls go through the native HTTP stack: the WebView's origin is not the server's, and
    // native requests need no CORS answer from it. The token travels as a bearer header.
    CapacitorHttp: { enabled: true },
  },
};

export default config;
