import { Box, Button, Center, Flex, Loader, NavLink, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, Route, NavLink as RouterNavLink, Routes, useLocation } from "react-router";
import { NotFoundPage } from "../../../components/not-found-page";
import { AnchorPage } from "../anchor/anchor-page";
import { JobsPage } from "../components/jobs-page";
import { OutboxMessagePage, OutboxPage } from "../components/outbox-page";
import { DisputeCasePage, DisputeQueuePage } from "../disputes";
import { EscrowAdminPage } from "../escrow";
import { KycApplicationPage, KycQueuePage } from "../kyc";
import { MerchantsAdminPage } from "../merchants/merchants-page";
import { P2pAdminPage } from "../p2p/p2p-admin-page";
import { PricesAdminPage } from "../prices/prices-page";
import { ReferralsAdminPage } from "../rewards/referrals-admin-page";
import { ZakatAdminPage } from "../rewards/zakat-admin-page";
import { ADMIN_SECTIONS, type TAdminSection } from "../sections";
import { useAdminStatus } from "../use-admin-status";

/** /admin: administrators only (others get the not-found page; the server refuses them on every admin call). */
export function AdminRoute() {
  const status = useAdminStatus();
  if (status === "loading") {
    return (
      <Center mih="40vh">
        <Loader aria-label="Checking access" />
      </Center>
    );
  }
  if (status !== "admin") return <NotFoundPage />;
  return <AdminShell />;
}

function AdminShell() {
  const { pathname } = useLocation();
  return (
    <Flex direction={{ base: "column", sm: "row" }} gap="lg" p="md" maw={1280} mx="auto">
      <Box
        component="nav"
        aria-label="Admin sections"
        w={{ base: "100%", sm: 220 }}
        style={{ flexShrink: 0 }}
      >
        <Title order={4} mb="xs">
          Admin console
        </Title>
        <ScrollArea type="never" hiddenFrom="sm">
          <Flex gap={6} wrap="nowrap" pb={4}>
            {ADMIN_SECTIONS.map((section) => (
              <Button
                key={section.path}
                component={Link}
                to={`/admin/${section.path}`}
                size="compact-sm"
                style={{ flexShrink: 0 }}
                variant={pathname.startsWith(`/admin/${section.path}`) ? "filled" : "light"}
              >
                {section.label}
              </Button>
            ))}
          </Flex>
        </ScrollArea>
        <Stack gap={2} visibleFrom="sm">
          {ADMIN_SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              component={RouterNavLink}
              to={`/admin/${section.path}`}
              label={section.label}
              description={section.comingSoon ? "Not yet available" : undefined}
              active={pathname.startsWith(`/admin/${section.path}`)}
            />
          ))}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Routes>
          <Route index element={<Navigate to="outbox" replace />} />
          <Route path="outbox" element={<OutboxPage />} />
          <Route path="outbox/:id" element={<OutboxMessagePage />} />
          <Route path="jobs" element={<JobsPage />} />
          <Route path="kyc" element={<KycQueuePage />} />
          <Route path="kyc/:accountId" element={<KycApplicationPage />} />
          <Route path="disputes" element={<DisputeQueuePage />} />
          <Route path="disputes/:tradeId" element={<DisputeCasePage />} />
          <Route path="zakat" element={<ZakatAdminPage />} />
          <Route path="referrals" element={<ReferralsAdminPage />} />
          <Route path="anchor" element={<AnchorPage />} />
          <Route path="merchants" element={<MerchantsAdminPage />} />
          <Route path="escrow" element={<EscrowAdminPage />} />
          <Route path="countries" element={<P2pAdminPage />} />
          <Route path="prices" element={<PricesAdminPage />} />
          {ADMIN_SECTIONS.filter((section) => section.comingSoon).map((section) => (
            <Route key={section.path} path={section.path} element={<ComingSoon section={section} />} />
          ))}
          <Route path="*" element={<Text>There is no such admin section.</Text>} />
        </Routes>
      </Box>
    </Flex>
  );
}

function ComingSoon({ section }: { section: TAdminSection }) {
  return (
    <Stack>
      <Title order={2}>{section.label}</Title>
      <Text fw={600}>Not yet available.</Text>
      <Text c="dimmed">{section.comingSoon}</Text>
    </Stack>
  );
}
