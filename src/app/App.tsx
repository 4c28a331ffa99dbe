export function App() {
  return (
    <main>
      <h1>InnoSizer</h1>
      <p>Storage planner for MySQL (InnoDB) on AWS.</p>
    </main>
  );
}
