#include "core/surrogate/PriorFit.h"

#include <cmath>
#include <cstdio>

namespace augur {

std::string PriorFit::describe() const {
    char tail[128] = "";
    if (std::isfinite(agreement))
        std::snprintf(tail, sizeof tail, " (rank correlation %.2f over %d measurements)", agreement, rows);
    if (!missing.empty()) {
        std::string names;
        for (std::size_t i = 0; i < missing.size(); ++i) names += (i ? ", " : "") + missing[i];
        return std::string("prior set aside: it lacks ") + names + ", which this session varies" +
            (setAside ? "; the search relies on its own measurements" : "; used only until the session has its own") +
            tail;
    }
    const char* how = weight >= 0.75 ? "the prior ranks this GPU's measurements well"
        : weight >= 0.5              ? "the prior ranks this GPU's measurements fairly"
                        : "the prior ranks this GPU's measurements poorly; set aside, the search relies on "
                          "its own";
    char buf[320];
    if (std::isfinite(agreement))
        std::snprintf(buf, sizeof buf, "prior weight %.2f: %s%s", weight, how, tail);
    else
        std::snprintf(buf, sizeof buf, "prior weight %.2f: too few measurements to check the prior yet (%d)", weight,
                      rows);
    return buf;
}

} // namespace augur
