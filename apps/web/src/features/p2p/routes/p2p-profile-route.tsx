import { Center, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { ErrorState } from "../../../components/error-state";
import { isApiError } from "../../../lib/api-client";
import { MissingContext } from "../components/missing-context";
import { P2pProfileView, p2pProfileQueryOptions } from "../profile";
import { parseP2pProfileState } from "../route-state";

/** The account a /p2pProfile link names: `?account=` (shareable), else route state `{ account }`. */
function accountOf(search: string, state: unknown): string {
  const fromUrl = new URLSearchParams(search).get("account")?.trim();
  return fromUrl || parseP2pProfileState(state).account || "";
}

/** /p2pProfile?account=G…: anyone's public P2P profile (document 2 §2); public, no sign-in needed. */
export function P2pProfileRoute() {
  const location = useLocation();
  const account = accountOf(location.search, location.state);
  const query = useQuery(p2pProfileQueryOptions(account));
  if (!account) return <MissingContext title="P2P Profile" message="No Data Found" />;
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading profile" />
      </Center>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return <MissingContext title="P2P Profile" message="No Data Found" />;
    }
    return <ErrorState message="Unable to load" onRetry={() => void query.refetch()} />;
  }
  return <P2pProfileView profile={query.data} />;
}
