#include "core/model/ParameterSpace.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace augur {

ParameterSpace::ParameterSpace(std::vector<Parameter> params) : params_(std::move(params)) {}

std::optional<std::size_t> ParameterSpace::indexOf(const std::string& name) const {
    for (std::size_t i = 0; i < params_.size(); ++i)
        if (params_[i].name == name) return i;
    return std::nullopt;
}

std::optional<std::size_t> ParameterSpace::positionOf(std::size_t i, double value) const {
    const auto& v = params_.at(i).values;
    auto it = std::lower_bound(v.begin(), v.end(), value);
    if (it == v.end() || *it != value) return std::nullopt;
    return static_cast<std::size_t>(it - v.begin());
}

std::vector<Configuration> ParameterSpace::neighbours(const Configuration& c) const {
    std::vector<Configuration> out;
    for (std::size_t i = 0; i < params_.size() && i < c.size(); ++i) {
        auto pos = positionOf(i, c[i]);
        if (!pos) continue;
        const auto& v = params_[i].values;
        if (*pos > 0) {
            Configuration n = c;
            n[i] = v[*pos - 1];
            out.push_back(std::move(n));
        }
        if (*pos + 1 < v.size()) {
            Configuration n = c;
            n[i] = v[*pos + 1];
            out.push_back(std::move(n));
        }
    }
    return out;
}

std::string formatParameterValue(double v) {
    if (std::isfinite(v) && std::floor(v) == v && std::fabs(v) < 1e15) {
        std::ostringstream s;
        s << static_cast<long long>(v);
        return s.str();
    }
    std::ostringstream s;
    s.precision(10);
    s << v;
    return s.str();
}

std::string ParameterSpace::key(const Configuration& c) const {
    std::string k;
    for (std::size_t i = 0; i < params_.size() && i < c.size(); ++i) {
        if (i) k += ',';
        k += params_[i].name;
        k += '=';
        k += formatParameterValue(c[i]);
    }
    return k;
}

std::vector<std::string> ParameterSpace::differences(const Configuration& a, const Configuration& b) const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < params_.size() && i < a.size() && i < b.size(); ++i)
        if (a[i] != b[i])
            out.push_back(params_[i].name + ": " + formatParameterValue(a[i]) + " \u2192 " +
                          formatParameterValue(b[i]));
    return out;
}

std::vector<Configuration> ParameterSpace::enumerate(std::size_t cap) const {
    std::vector<Configuration> out;
    forEach(cap, [&](const Configuration& c) {
        out.push_back(c);
        return true;
    });
    return out;
}

std::size_t ParameterSpace::forEach(std::size_t cap, const std::function<bool(const Configuration&)>& visit) const {
    if (params_.empty()) return 0;
    std::vector<std::size_t> pos(params_.size(), 0);
    Configuration c(params_.size());
    std::size_t visited = 0;
    while (visited < cap) {
        for (std::size_t i = 0; i < params_.size(); ++i) c[i] = params_[i].values[pos[i]];
        ++visited;
        if (!visit(c)) return visited;
        std::size_t i = params_.size();
        for (;;) {
            if (i == 0) return visited;
            --i;
            if (++pos[i] < params_[i].values.size()) break;
            pos[i] = 0;
        }
    }
    return visited;
}

} // namespace augur
