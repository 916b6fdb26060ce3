#include "core/model/Objective.h"

#include <cmath>
#include <stdexcept>

namespace augur {

std::optional<double> Objective::gain(const Measurement& m) const {
    if (!m.ok() || !(m.speedup > 0.0)) return std::nullopt;
    if (kind == Kind::Time) return m.speedup;
    if (!m.energyJ || !m.referenceEnergyJ || !(*m.energyJ > 0.0) || !(*m.referenceEnergyJ > 0.0)) return std::nullopt;
    const double energyGain = *m.referenceEnergyJ / *m.energyJ;
    if (kind == Kind::Energy) return energyGain;
    return std::pow(m.speedup, timeWeight) * std::pow(energyGain, 1.0 - timeWeight);
}

std::string Objective::name() const {
    switch (kind) {
    case Kind::Time: return "time";
    case Kind::Energy: return "energy";
    case Kind::Product: {
        std::string w = std::to_string(timeWeight);
        while (w.size() > 3 && w.back() == '0') w.pop_back();
        return "product:" + w;
    }
    }
    return "time";
}

Objective Objective::parse(const std::string& text) {
    Objective o;
    if (text == "time") return o;
    if (text == "energy") {
        o.kind = Kind::Energy;
        return o;
    }
    if (text == "product" || text.rfind("product:", 0) == 0) {
        o.kind = Kind::Product;
        if (text.size() > 8) {
            std::size_t used = 0;
            try {
                o.timeWeight = std::stod(text.substr(8), &used);
            } catch (const std::exception&) {
                used = 0;
            }
            if (used != text.size() - 8 || !(o.timeWeight >= 0.0 && o.timeWeight <= 1.0))
                throw std::invalid_argument("objective '" + text +
                                            "': the weight of product:W must be a number in [0, 1]");
        }
        return o;
    }
    throw std::invalid_argument("objective '" + text +
                                "': expected time, energy or product[:W] (W = weight of time, 0..1)");
}

} // namespace augur
