import { Grid } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { clearCustomPair } from "../../exchange";
import { useLogout } from "../../session";
import { ProfileMenu } from "../components/profile-menu";
import { SectionContent } from "../components/section-content";
import { PROFILE_SECTION_PARAM, profilePageOf, profileSectionSlug, type TProfilePage } from "../sections";

/**
 * /profileScreen: the open section lives in the URL (`?section=wallet-settings`), so it can be shared and
 * survives a reload; route state `{ page }` from older links still opens its section.
 */
export function ProfileRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const page = profilePageOf(new URLSearchParams(location.search), location.state);
  const logout = useLogout(clearCustomPair);

  const select = (next: TProfilePage) => {
    const search = new URLSearchParams(location.search);
    search.set(PROFILE_SECTION_PARAM, profileSectionSlug(next));
    navigate({ pathname: location.pathname, search: `?${search.toString()}` });
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <ProfileMenu page={page} onSelect={select} onLogout={logout} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <SectionContent page={page} />
      </Grid.Col>
    </Grid>
  );
}
