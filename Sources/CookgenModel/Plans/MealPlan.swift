import CookgenSupport
/// A meal plan as written in `Content/plans/`: days, meals, and the recipes of each meal.
///
/// Two forms read into this one model: Cooklang `.menu` files (`MenuReader`) and YAML
/// (`PlanReader`). Nothing is resolved yet: recipe references are kept as written.
public struct MealPlan: Sendable, Hashable {
    /// The plan's URL name: `week-1` for `plans/week-1.yaml`.
    public var slug: Slug
    /// The file, relative to the site root.
    public var sourcePath: String
    /// The title; the file name when none is given.
    public var title: String
    /// A short description, Markdown.
    public var description: String?
    /// Servings for every recipe that does not say its own.
    public var servings: Double?
    /// The days in the order written.
    public var days: [Day]
    /// Things to buy that are not recipes (`@milk{1%l}` in a menu, `extras:` in YAML).
    public var extras: [Ingredient]
    /// Where the plan starts, for diagnostics.
    public var location: SourceLocation

    /// One day: a weekday name, a date, or any heading (`Day 1`).
    public struct Day: Sendable, Hashable {
        /// The name as written (`Monday`, `Day 1`); for a date, its ISO form.
        public var name: String
        /// The date, when the day is one.
        public var date: CalendarDate?
        /// The meals of the day, in order.
        public var meals: [Meal]

        /// Memberwise, for the other targets.
        package init(name: String, date: CalendarDate? = nil, meals: [Meal]) {
            self.name = name
            self.date = date
            self.meals = meals
        }
    }

    /// One meal of a day; `name` is nil when the plan does not name meals.
    public struct Meal: Sendable, Hashable {
        /// `Breakfast`, `Dinner`; nil for an unnamed meal.
        public var name: String?
        /// The recipes of the meal.
        public var items: [Item]

        /// Memberwise, for the other targets.
        package init(name: String? = nil, items: [Item]) {
            self.name = name
            self.items = items
        }
    }

    /// A recipe reference as written, with how much of it.
    public struct Item: Sendable, Hashable {
        /// The recipe: slug, title, file name or Cooklang path (`./Breakfast/Pancakes`).
        public var target: String
        /// Scale to this many servings.
        public var servings: Double?
        /// Or: this many batches of the recipe as written.
        public var batches: Double?
        /// Where the reference is written.
        public var location: SourceLocation

        /// Memberwise, for the other targets.
        package init(target: String, servings: Double? = nil, batches: Double? = nil, location: SourceLocation) {
            self.target = target
            self.servings = servings
            self.batches = batches
            self.location = location
        }
    }

    /// Every item of every meal, in the order written.
    public var items: [Item] { days.flatMap { $0.meals.flatMap(\.items) } }

    /// Memberwise, for the other targets.
    package init(slug: Slug, sourcePath: String, title: String, description: String? = nil, servings: Double? = nil, days: [Day], extras: [Ingredient], location: SourceLocation) {
        self.slug = slug
        self.sourcePath = sourcePath
        self.title = title
        self.description = description
        self.servings = servings
        self.days = days
        self.extras = extras
        self.location = location
    }
}
