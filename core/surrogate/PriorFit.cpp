#include "core/surrogate/PriorFit.h"

#include <cmath>
#include <cstdio>

namespace augur {

namespace {
std::string twoDecimals(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", v);
    return buf;
}
} // namespace

CoreMessage PriorFit::message() const {
    CoreMessage said;
    if (!missing.empty()) {
        std::vector<CoreMessage> names(missing.begin(), missing.end());
        said = CoreMessage(setAside ? MessageId::PriorLacksRelies : MessageId::PriorLacksUntil,
                           {CoreMessage(MessageId::List, std::move(names))});
    } else if (!std::isfinite(agreement)) {
        return CoreMessage(MessageId::PriorUnchecked, {twoDecimals(weight), std::to_string(rows)});
    } else {
        const MessageId how = weight >= 0.75 ? MessageId::PriorWell
            : weight >= 0.5                  ? MessageId::PriorFairly
                                             : MessageId::PriorPoorly;
        said = CoreMessage(how, {twoDecimals(weight)});
    }
    if (!std::isfinite(agreement)) return said;
    return CoreMessage(MessageId::PriorAgreement, {std::move(said), twoDecimals(agreement), std::to_string(rows)});
}

std::string PriorFit::describe() const { return message().english(); }

} // namespace augur
