// The screens the account and error pages use, from the web package's exports, gathered so those pages name
// them in one place.
export { AdminUsersScreen } from '@oslonac/web/screens/admin/AdminUsersScreen';
export { adminMessages } from '@oslonac/web/screens/admin/messages';
export { LoginScreen } from '@oslonac/web/screens/auth/LoginScreen';
export { MobileAuthScreen } from '@oslonac/web/screens/auth/MobileAuthScreen';
export { authMessages } from '@oslonac/web/screens/auth/messages';
export { SecondFactorScreen } from '@oslonac/web/screens/auth/SecondFactorScreen';
export { VerifyRequestScreen } from '@oslonac/web/screens/auth/VerifyRequestScreen';
export { DashboardScreen } from '@oslonac/web/screens/dashboard/DashboardScreen';
export { dashboardMessages } from '@oslonac/web/screens/dashboard/messages';
export { ErrorScreen } from '@oslonac/web/screens/errors/ErrorScreen';
export { GlobalErrorDocument } from '@oslonac/web/screens/errors/GlobalErrorDocument';
export { errorMessages } from '@oslonac/web/screens/errors/messages';
export { onboardingMessages } from '@oslonac/web/screens/onboarding/messages';
export {
  ChoosePathScreen,
  ClientDetailsScreen,
  TherapistDetailsScreen,
} from '@oslonac/web/screens/onboarding/OnboardingScreens';
export { ErasureStatusScreen } from '@oslonac/web/screens/settings/ErasureStatusScreen';
export { privacyMessages, settingsMessages } from '@oslonac/web/screens/settings/messages';
export { SecondFactorEnrolScreen } from '@oslonac/web/screens/settings/SecondFactorEnrolScreen';
export { AccountScreen, SettingsIndexScreen } from '@oslonac/web/screens/settings/SettingsScreens';
export { secondFactorMessages } from '@oslonac/web/screens/settings/second-factor-messages';
export { commonMessages } from '@oslonac/web/screens/shared/messages';
export { SiteShell } from '@oslonac/web/screens/shared/SiteShell';
