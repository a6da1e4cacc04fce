import CookgenSupport

extension Recipe {
    /// Gives back the room a parser's arrays kept to grow in (`Array.exactSize`): the ingredients,
    /// the steps and their pieces, and the front matter's lists. A parse builds each of them an
    /// element at a time; a recipe read back from the build cache is made to size already.
    public mutating func shrinkToExactSize() {
        fields.ingredientGroups = fields.ingredientGroups.map { group in
            var group = group
            group.items = group.items.exactSize
            return group
        }
        fields.stepSections = fields.stepSections.map { section in
            var section = section
            section.blocks = section.blocks.map { block in
                guard case .step(var step) = block else { return block }
                step.items = step.items.exactSize
                return .step(step)
            }
            return section
        }
        fields.cookware = fields.cookware.exactSize
        fields.timers = fields.timers.exactSize
        fields.components = fields.components.exactSize
        fields.metadata.shrinkToExactSize()
    }
}

extension RecipeMetadata {
    /// `Recipe.shrinkToExactSize` of the front matter's lists.
    mutating func shrinkToExactSize() {
        categories = categories.exactSize
        courses = courses.exactSize
        cuisines = cuisines.exactSize
        diets = diets.exactSize
        seasons = seasons.exactSize
        tags = tags.exactSize
        nutrition = nutrition.exactSize
        guides = guides.exactSize
        adultSteps = adultSteps.exactSize
        log = log.exactSize
        extra = extra.exactSize
    }
}
