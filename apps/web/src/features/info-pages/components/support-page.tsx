import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  type Icon,
  IconBrandGithub,
  IconBrandTelegram,
  IconBrandX,
  IconHeadset,
  IconMail,
} from "@tabler/icons-react";
import { ADMIN_EMAIL, SOCIAL_LINKS, SUPPORT_EMAIL, type TSocialLink } from "../content/contacts";
import { ContactCard } from "./contact-card";
import { InfoPageLayout } from "./info-page-layout";

const SOCIAL_ICONS: Record<TSocialLink["id"], Icon> = {
  x: IconBrandX,
  telegram: IconBrandTelegram,
  github: IconBrandGithub,
};

export function SupportPage() {
  return (
    <InfoPageLayout
      title="Support"
      width="lg"
      intro="We are here to help. Write to us by e-mail or reach us on our community channels. We will never ask for your secret key or your session password, so never share them with anyone who claims to be from Sextant."
    >
      <Stack gap="sm">
        <Title order={2} size="h3">
          E-mail
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ContactCard
            icon={IconHeadset}
            title="Support mail"
            description="Questions about your wallet, trades, deposits, withdrawals or fees."
            linkLabel={SUPPORT_EMAIL}
            href={`mailto:${SUPPORT_EMAIL}`}
          />
          <ContactCard
            icon={IconMail}
            title="Admin mail"
            description="Legal notices, privacy requests, token listings and business enquiries."
            linkLabel={ADMIN_EMAIL}
            href={`mailto:${ADMIN_EMAIL}`}
          />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Social
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {SOCIAL_LINKS.map((link) => (
            <ContactCard
              key={link.id}
              icon={SOCIAL_ICONS[link.id]}
              title={link.label}
              description={link.description}
              linkLabel={link.handle}
              href={link.href}
              external
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Text size="sm" c="dimmed">
        When you write about a trade or a transaction, include its ID or transaction hash so we can find it
        quickly.
      </Text>
    </InfoPageLayout>
  );
}
