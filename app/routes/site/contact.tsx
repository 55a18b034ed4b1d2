export default function Page() {
  return <main id="main-content">Coming soon</main>;
}
