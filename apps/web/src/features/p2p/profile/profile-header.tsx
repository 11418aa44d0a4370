import { Avatar, Badge, Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { KYC_STATUS_LABELS, type TP2pProfile } from "@sextant/core";
import { countryName, kycStatusColour, publicProfilePhotoUrl } from "../../kyc";
import { joinedText, lastSeenText, profileDisplayName } from "./profile-display";

/** Photo, name, KYC status, country and the figures of a public P2P profile (document 2 §2). */
export function ProfileHeader({ profile }: { profile: TP2pProfile }) {
  // The photo of an approved profile is public: a visitor who is not signed in sees it too.
  const photo = publicProfilePhotoUrl(profile.photo) || null;
  const name = profileDisplayName(profile);
  const figures = [
    ["Successful trades", String(profile.total_successfull_trade)],
    ["Partners", String(profile.partners)],
    ["Failed trades", String(profile.total_fail_trade)],
    ["Joined", joinedText(profile.accountCreatedDate)],
    ["Last seen", lastSeenText(profile.lastSeen, new Date())],
  ] as const;
  return (
    <Paper p="lg" radius="lg" bg="dark.6">
      <Group gap="lg" align="flex-start" wrap="nowrap">
        <Avatar src={photo} size={72} radius="xl" color="sea" alt={name}>
          {name.slice(0, 1)}
        </Avatar>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} data-testid="p2p-profile-name">
            {name}
          </Title>
          <Text size="xs" c="dimmed" ff="monospace" truncate>
            {profile.account}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={kycStatusColour(profile.kycStatus)} data-testid="p2p-profile-kyc">
              {profile.kycStatus ? KYC_STATUS_LABELS[profile.kycStatus] : "Not verified"}
            </Badge>
            {profile.country_code && (
              <Badge variant="light" color="gray">
                {countryName(profile.country_code)}
              </Badge>
            )}
            {profile.isMyProfile && (
              <Badge variant="outline" color="sea">
                Your profile
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} mt="lg" spacing="md">
        {figures.map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={600}>{value}</Text>
          </Stack>
        ))}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Rating
          </Text>
          <Group gap={6} wrap="nowrap">
            <Rating value={profile.rating} fractions={2} readOnly size="sm" aria-label="Rating" />
            <Text size="sm" fw={600}>
              {profile.rating.toFixed(1)}
            </Text>
            <Text size="xs" c="dimmed">
              ({profile.total_reviews})
            </Text>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}
