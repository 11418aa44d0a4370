export function LandingPage() {
  return <h1>Best Digital Currency Experience at a Glance</h1>;
}
