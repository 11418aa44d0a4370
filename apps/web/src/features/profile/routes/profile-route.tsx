import { Grid } from "@mantine/core";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { clearCustomPair } from "../../exchange";
import { useLogout } from "../../session";
import { ProfileMenu } from "../components/profile-menu";
import { SectionContent } from "../components/section-content";
import { parseProfileState, type TProfilePage } from "../sections";

export function ProfileRoute() {
  const initial = parseProfileState(useLocation().state).page;
  const [page, setPage] = useState<TProfilePage>(initial);
  const logout = useLogout(clearCustomPair);

  useEffect(() => setPage(initial), [initial]);

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <ProfileMenu page={page} onSelect={setPage} onLogout={logout} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <SectionContent page={page} />
      </Grid.Col>
    </Grid>
  );
}
