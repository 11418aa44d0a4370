import { Anchor, Group, Text } from "@mantine/core";
import { CHECKOUT_MESSAGES } from "@sextant/core";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useCheckoutOrder } from "../api/checkout-api";
import { clearUnpaidMemo, useUnpaidMemo } from "../lib/unpaid-memo";
import classes from "./unpaid-banner.module.css";

/**
 * The pulsing 'You still have un-paid transaction' / 'Click here!' banner (spec doc 1 §2) while an order this
 * browser opened is still Pending; it forgets an order that was paid, declined or expired elsewhere.
 */
export function UnpaidBanner() {
  const memo = useUnpaidMemo();
  const { pathname } = useLocation();
  const order = useCheckoutOrder(memo ?? "", memo !== null);
  const pending = order.data?.status === "Pending";

  useEffect(() => {
    if (memo && order.status === "success" && !pending) clearUnpaidMemo(memo);
  }, [memo, order.status, pending]);

  if (!memo || !pending || pathname === `/checkout/${memo}`) return null;
  return (
    <div className={classes.banner} role="status" data-testid="unpaid-banner">
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {CHECKOUT_MESSAGES.unpaidBanner}
        </Text>
        <Anchor component={Link} to={`/checkout/${memo}`} size="sm" fw={700} c="white" underline="always">
          {CHECKOUT_MESSAGES.unpaidBannerLink}
        </Anchor>
      </Group>
    </div>
  );
}
