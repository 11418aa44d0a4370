export { P2pProfileView } from "./p2p-profile-view";
export { p2pProfileQueryOptions } from "./profile-api";
export { profileDisplayName } from "./profile-display";
