export default function NotFoundPage() {
  return <p>Página no encontrada</p>;
}
