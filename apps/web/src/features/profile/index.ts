export { ProfileRoute } from "./routes/profile-route";
export { PROFILE_SECTIONS, parseProfileState, type TProfilePage } from "./sections";
