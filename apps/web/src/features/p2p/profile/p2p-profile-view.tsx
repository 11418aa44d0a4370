import { Button, Stack, Tabs } from "@mantine/core";
import type { TP2pProfile } from "@sextant/core";
import { Link } from "react-router";
import { SectionCard } from "../../../components/section-card";
import { FeedbackList } from "../reviews";
import { ProfileAds } from "./profile-ads";
import { ProfileHeader } from "./profile-header";

/** A public P2P profile: the header, the buy and sell ad tabs, and the feedback list. */
export function P2pProfileView({ profile }: { profile: TP2pProfile }) {
  return (
    <Stack gap="lg">
      <ProfileHeader profile={profile} />
      <SectionCard
        actions={
          profile.isMyProfile ? (
            <Button size="xs" variant="light" component={Link} to="/p2p">
              Manage my ads
            </Button>
          ) : undefined
        }
      >
        <Tabs defaultValue="buy" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="buy">Buy Ads</Tabs.Tab>
            <Tabs.Tab value="sell">Sell Ads</Tabs.Tab>
            <Tabs.Tab value="feedback">Feedback ({profile.total_reviews})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="buy">
            <ProfileAds account={profile.account} type="buy" isMine={profile.isMyProfile} />
          </Tabs.Panel>
          <Tabs.Panel value="sell">
            <ProfileAds account={profile.account} type="sell" isMine={profile.isMyProfile} />
          </Tabs.Panel>
          <Tabs.Panel value="feedback">
            <FeedbackList account={profile.account} />
          </Tabs.Panel>
        </Tabs>
      </SectionCard>
    </Stack>
  );
}
