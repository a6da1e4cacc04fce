import CookgenSupport
import CookgenModel
import Foundation

/// A recipe's card as an item of a list page: its slug, and the card itself made only when the
/// page's template asks for more than the item's key. A page that reuses the card as rendered
/// before (`TemplateMemo`, `KeptCardRenderings`) never makes it.
package struct CardItem: Sendable {
    package let slug: Slug
    let store: CardStore
    /// Where the card made ahead is in `store` (-1: none, then `box` finds it once).
    let place: Int32
    let make: @Sendable (Slug) -> CardView?
    /// The card once made for this item (an item is rendered by one thread, its page's); only for
    /// an item whose card was not made ahead: a box per item of a whole build's list pages was an
    /// object of 300 bytes each, 30 MB for the all-recipes page of 100,000 recipes.
    let box: Box?

    init(slug: Slug, store: CardStore, make: @escaping @Sendable (Slug) -> CardView?) {
        self.slug = slug
        self.store = store
        self.make = make
        place = store.place(of: slug)
        box = place < 0 ? Box() : nil
    }

    /// The card.
    var card: CardView? {
        if place >= 0 { return store.ahead[Int(place)] }
        return box?.card { store.card(slug, making: make) }
    }

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
///
/// Cards made ahead are kept in a list, found through their slug's place in it: a dictionary of
/// cards kept every card (about 250 bytes) in a slot of a table with room to spare, 67 MB at
/// 100,000 recipes; the list and the places take 30 MB. They are given when the store is made
/// and never change, so they are read without the lock.
final class CardStore: @unchecked Sendable {
    private let lock = NSLock()
    /// Cards made ahead, and where each slug's is among them.
    let ahead: [CardView]
    private let places: [Slug: Int32]
    /// Cards made when first asked for, under `lock`.
    private var cards: [Slug: CardView] = [:]

    /// A store of cards made ahead, `cards[n]` the card of `slugs[n]`; with none, every card is
    /// made when first asked for.
    init(slugs: [Slug] = [], cards made: [CardView] = []) {
        var places: [Slug: Int32] = [:]
        places.reserveCapacity(slugs.count)
        for (n, slug) in zip(made.indices, slugs) { places[slug] = Int32(n) }
        self.ahead = made
        self.places = places
    }

    /// Where the card of `slug` made ahead is in `ahead`; -1 when it was not made ahead.
    func place(of slug: Slug) -> Int32 {
        places[slug] ?? -1
    }

    /// The card of `slug`: made ahead, kept, or made with `make` (nil: no such recipe) and kept.
    func card(_ slug: Slug, making make: (Slug) -> CardView?) -> CardView? {
        if let place = places[slug] { return ahead[Int(place)] }
        if let card = lock.withLock({ cards[slug] }) { return card }
        guard let card = make(slug) else { return nil }
        lock.withLock { cards[slug] = card }
        return card
    }
}
