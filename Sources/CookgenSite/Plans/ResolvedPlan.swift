import CookgenSupport
import CookgenModel
import CookgenContent
/// A meal plan with its recipe references resolved and each recipe's scale worked out.
public struct ResolvedPlan: Sendable {
    /// The plan as written.
    public var plan: MealPlan
    /// The days, with only the recipes that resolved.
    public var days: [Day]

    /// A day of the plan.
    public struct Day: Sendable {
        /// The name as written, or the date's ISO form.
        public var name: String
        /// The date, when the day is one.
        public var date: CalendarDate?
        /// The meals of the day, in order.
        public var meals: [Meal]
    }

    /// A meal of a day.
    public struct Meal: Sendable {
        /// `Dinner`; nil for an unnamed meal.
        public var name: String?
        /// The recipes of the meal.
        public var entries: [Entry]
    }

    /// A recipe in the plan at the scale the plan wants it.
    public struct Entry: Sendable, Hashable {
        /// The recipe.
        public var slug: Slug
        /// How many servings this is, when the recipe says how many it serves.
        public var servings: Double?
        /// The batches of the recipe as written: what every amount is multiplied by.
        public var factor: Double
    }

    /// Every entry, in plan order.
    public var entries: [Entry] { days.flatMap { $0.meals.flatMap(\.entries) } }

    /// One shopping entry per recipe, its factors added up, in slug order: what goes onto the list.
    public var shoppingEntries: [ShoppingEntry] {
        var factors: [Slug: Double] = [:]
        for entry in entries { factors[entry.slug, default: 0] += entry.factor }
        return factors.keys.sorted().map { ShoppingEntry(slug: $0, factor: factors[$0] ?? 1) }
    }
}
