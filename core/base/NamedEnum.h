#pragma once
// One table per enum for the names that session files store, the CLI accepts and reports
// print, so a name is spelled in exactly one place and every lookup goes through it.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace augur {

/// The names of an enum's values, in the order they are listed to users.
template <typename E, std::size_t N>
class NamedEnum {
public:
    using Entry = std::pair<E, std::string_view>;
    constexpr explicit NamedEnum(std::array<Entry, N> entries) : entries_(entries) {}

    /// The name of `value` ("" for a value the table lacks).
    constexpr std::string_view name(E value) const {
        for (const auto& [v, n] : entries_)
            if (v == value) return n;
        return {};
    }
    /// The value named `name` (exact, case-sensitive), or std::nullopt.
    constexpr std::optional<E> parse(std::string_view name) const {
        for (const auto& [v, n] : entries_)
            if (n == name) return v;
        return std::nullopt;
    }
    /// Every name, in table order (e.g. for a command-line option's allowed values).
    std::vector<std::string> names() const {
        std::vector<std::string> out;
        for (const auto& e : entries_) out.emplace_back(e.second);
        return out;
    }
    /// "a, b or c", for error messages.
    std::string choices() const {
        std::string out;
        for (std::size_t i = 0; i < N; ++i)
            out += std::string(i == 0 ? "" : (i + 1 == N ? " or " : ", ")) + std::string(entries_[i].second);
        return out;
    }

private:
    std::array<Entry, N> entries_;
};

} // namespace augur
