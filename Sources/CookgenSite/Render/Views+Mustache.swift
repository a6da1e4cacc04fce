import CookgenSupport
import CookgenModel
import CookgenContent
import Mustache

// Templates look values up by name. Answering from a switch instead of letting the
// renderer reflect on each struct (Mirror) makes list pages several times faster.

extension LinkView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": self.url
        default: nil
        }
    }
}

extension SourceView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": self.url
        default: nil
        }
    }
}

extension UseView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "amount": self.amount
        default: nil
        }
    }
}

extension ImageView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "src": self.src
        case "alt": self.alt
        case "remote": self.remote
        default: nil
        }
    }
}

extension CardView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "url": self.url
        case "slug": self.slug
        case "description": self.description
        case "image": self.image
        case "totalTime": self.totalTime
        case "totalTimeISO": self.totalTimeISO
        case "level": self.level
        case "diets": self.diets
        case "categories": self.categories
        case "date": self.date
        case "dateISO": self.dateISO
        default: nil
        }
    }
}

extension TermView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": self.url
        case "count": self.count
        case "description": self.description
        case "descriptionHTML": self.descriptionHTML
        case "image": self.image
        default: nil
        }
    }
}

extension TimeView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "value": self.value
        case "iso": self.iso
        default: nil
        }
    }
}

extension IngredientView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "quantity": self.quantity
        case "unit": self.unit
        case "name": self.name
        case "note": self.note
        case "url": self.url
        case "link": self.link
        case "low": self.low
        case "high": self.high
        case "fixed": self.fixed
        default: nil
        }
    }
}

extension IngredientGroupView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "items": self.items
        default: nil
        }
    }
}

extension StepView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "number": self.number
        case "html": self.html
        case "image": self.image
        case "notes": self.notes
        case "adult": self.adult
        default: nil
        }
    }
}

extension StepSectionView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "steps": self.steps
        case "notes": self.notes
        default: nil
        }
    }
}

extension NutritionView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "label": self.label
        case "value": self.value
        default: nil
        }
    }
}

extension RecipeView: MustacheParent {
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "slug": self.slug
        case "description": self.description
        case "image": self.image
        case "date": self.date
        case "dateISO": self.dateISO
        case "updated": self.updated
        case "updatedISO": self.updatedISO
        case "author": self.author
        case "source": self.source
        case "times": self.times
        case "servings": self.servings
        case "yield": self.yield
        case "level": self.level
        case "seasons": self.seasons
        case "diets": self.diets
        case "categories": self.categories
        case "courses": self.courses
        case "cuisines": self.cuisines
        case "tags": self.tags
        case "hasIngredients": self.hasIngredients
        case "ingredientGroups": self.ingredientGroups
        case "hasSteps": self.hasSteps
        case "stepSections": self.stepSections
        case "bodyHTML": self.bodyHTML
        case "notesHTML": self.notesHTML
        case "hasNutrition": self.nutrition != nil
        case "nutrition": self.nutrition
        case "hasUses": self.hasUses
        case "uses": self.uses
        case "hasUsedBy": self.hasUsedBy
        case "usedBy": self.usedBy
        case "cookware": self.cookware
        case "guides": self.guides
        case "hasGuides": !self.guides.isEmpty
        case "unlock": self.unlock
        default: nil
        }
    }
}
