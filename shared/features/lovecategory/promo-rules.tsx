// The rules of the promotion, as SPEC.md §1, §2.3 and §4.6 state them.
export function PromoRules() {
  return (
    <section className="container lc-section lc-rules" aria-labelledby="lc-rules-title">
      <h2 id="lc-rules-title">Правила акции</h2>
      <ol className="lc-rules__list">
        <li>Акция проходит с 1 ноября 2024 года для владельцев клубной карты уровней Профи, Эксперт и Супер-Эксперт.</li>
        <li>Каждый месяц выберите любимые категории из списка месяца: их число зависит от уровня карты.</li>
        <li>За покупки в выбранных категориях начисляются дополнительные баллы.</li>
        <li>Выбор категорий подтверждает участие в акции. Выбранные на месяц категории изменить нельзя.</li>
        <li>Начисления по выбранным категориям можно проверить по номеру карты.</li>
      </ol>
    </section>
  );
}
