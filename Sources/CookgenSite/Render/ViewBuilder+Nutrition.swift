import CookgenSupport
import CookgenModel
import CookgenContent
import Foundation

package extension ViewBuilder {
    /// The nutrition section of a recipe, or nil when it has nothing to say.
    func nutritionView(_ recipe: Recipe) -> NutritionSectionView? {
        guard let n = index.nutrition[recipe.slug], n.hasValues || n.isIncomplete else { return nil }
        let high = Set(n.high)
        let rows = Nutrient.allCases.compactMap { nutrient -> NutritionRowView? in
            let serving = n.perServing?[nutrient], total = n.total?[nutrient]
            guard serving != nil || total != nil else { return nil }
            return NutritionRowView(key: nutrient.key, label: nutrientLabel(nutrient),
                                    perServing: serving.map { amounts($0, nutrient) } ?? [],
                                    total: total.map { amounts($0, nutrient) } ?? [], high: high.contains(nutrient))
        }
        let hasTotal = rows.contains { !$0.total.isEmpty }
        let scaling = hasTotal && n.perServing != nil
            ? labels["nutrition_scaling_note", default: "Per serving stays the same when you change the servings; the whole recipe follows them."]
            : nil
        return NutritionSectionView(
            servings: n.servings.map(String.init), hasPerServing: rows.contains { !$0.perServing.isEmpty }, hasTotal: hasTotal,
            rows: rows,
            extras: n.extras.map { NutritionView(label: labels["nutrition_\($0.key)", default: $0.key.replacingOccurrences(of: "_", with: " ").capitalized], value: $0.value) },
            computed: n.origin == .computed, scalingNote: scaling,
            missing: list(n.missing), unweighable: list(n.unweighable), uncounted: list(n.uncounted),
            hasHigh: !n.high.isEmpty, highNote: n.high.isEmpty ? nil : highNote(n.high))
    }

    /// The UI label of a nutrient (the keys the theme had before nutrition was computed).
    func nutrientLabel(_ nutrient: Nutrient) -> String {
        switch nutrient {
        case .energy: labels["nutrition_energy", default: "Energy"]
        case .protein: labels["nutrition_protein", default: "Protein"]
        case .fat: labels["nutrition_fat", default: "Fat"]
        case .saturatedFat: labels["nutrition_saturated_fat", default: "Saturated fat"]
        case .carbohydrate: labels["nutrition_carbohydrates", default: "Carbohydrates"]
        case .sugar: labels["nutrition_sugar", default: "Sugar"]
        case .fibre: labels["nutrition_fiber", default: "Fibre"]
        case .salt: labels["nutrition_salt", default: "Salt"]
        }
    }

    /// `410 kcal` and `1716 kJ` for energy; `12 g` for the rest.
    private func amounts(_ value: Double, _ nutrient: Nutrient) -> [NutritionAmountView] {
        var result = [NutritionAmountView(text: NutritionNumber.text(value, separator: labels.decimalSeparator), unit: nutrient.unit,
                                          value: NutritionNumber.raw(value))]
        if nutrient == .energy {
            let kj = value * 4.184
            result.append(NutritionAmountView(text: NutritionNumber.text(kj, separator: labels.decimalSeparator), unit: "kJ", value: NutritionNumber.raw(kj)))
        }
        return result
    }

    /// "More than … per serving is high: salt 1.8 g, …", with where the limits come from when they are the defaults.
    private func highNote(_ high: [Nutrient]) -> String {
        let limits = index.config.nutritionThresholds.limits
        let parts = high.compactMap { nutrient in
            limits[nutrient].map { "\(nutrientLabel(nutrient)) > \(NutritionNumber.text($0, separator: labels.decimalSeparator))\u{00A0}\(nutrient.unit)" }
        }
        var note = labels["nutrition_high_note", default: "High for one meal (per serving):"] + " " + parts.joined(separator: ", ") + "."
        if limits == NutritionThresholds.defaults {
            note += " " + labels["nutrition_high_source", default: "Limits: UK front-of-pack labelling (30 % of the reference intake in a portion); energy: Public Health England's 600 kcal for a main meal."]
        }
        return note
    }

    private func list(_ names: [String]) -> String? {
        names.isEmpty ? nil : names.joined(separator: ", ")
    }
}
