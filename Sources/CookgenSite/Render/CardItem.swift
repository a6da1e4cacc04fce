import CookgenSupport
import CookgenModel
import Foundation

/// A recipe's card as an item of a list page: its slug, and the card itself made only when the
/// page's template asks for more than the item's key. A page that reuses the card as rendered
/// before (`TemplateMemo`, `KeptCardRenderings`) never makes it.
package struct CardItem: Sendable {
    package let slug: Slug
    let store: CardStore
    let make: @Sendable (Slug) -> CardView?
    /// The card once made for this item (an item is rendered by one thread, its page's).
    let box = Box()

    init(slug: Slug, store: CardStore, make: @escaping @Sendable (Slug) -> CardView?) {
        self.slug = slug
        self.store = store
        self.make = make
    }

    /// The card.
    var card: CardView? { box.card { store.card(slug, making: make) } }

    final class Box: @unchecked Sendable {
        private var made: CardView??

        func card(_ find: () -> CardView?) -> CardView? {
            if let made { return made }
            let card = find()
            made = .some(card)
            return card
        }
    }
}

/// Every recipe's card, made ahead or when first asked for; safe from any number of threads.
final class CardStore: @unchecked Sendable {
    private let lock = NSLock()
    private var cards: [Slug: CardView] = [:]

    /// Keeps cards made ahead.
    func fill(_ made: some Sequence<(Slug, CardView)>) {
        lock.withLock { for (slug, card) in made { cards[slug] = card } }
    }

    /// The card of `slug`: kept, or made with `make` (nil: no such recipe) and kept.
    func card(_ slug: Slug, making make: (Slug) -> CardView?) -> CardView? {
        if let card = lock.withLock({ cards[slug] }) { return card }
        guard let card = make(slug) else { return nil }
        lock.withLock { cards[slug] = card }
        return card
    }
}
