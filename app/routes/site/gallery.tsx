// Gallery — being built (issue 4).
export default function Page() {
  return (
    <main id="main-content" className="mx-auto max-w-page px-gutter py-section">
      <h1 className="text-h1">Gallery</h1>
    </main>
  );
}
