#include "ui/MeasuredForecasts.h"

namespace augur::ui {

void mergeCandidates(std::vector<Candidate>& store, const std::vector<Candidate>& changed) {
    for (const Candidate& c : changed) {
        if (c.id < 0) continue;
        const auto i = static_cast<std::size_t>(c.id);
        if (i >= store.size()) store.resize(i + 1);
        store[i] = c;
    }
}

} // namespace augur::ui
