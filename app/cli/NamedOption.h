#pragma once
// Command-line options whose values are the names of an enum's NamedEnum table: the table
// is the only list of allowed names, and the option stores the enum value.
#include "core/base/NamedEnum.h"

#include <CLI/CLI.hpp>

#include <map>
#include <string>

namespace augur::cli {

/// A transformer from the names of `table` to its values, listed in help as {a,b,c}.
template <typename E, std::size_t N>
CLI::Validator namedChoice(const NamedEnum<E, N>& table) {
    std::map<std::string, E> values;
    std::string list;
    for (const std::string& name : table.names()) {
        values[name] = *table.parse(name);
        list += (list.empty() ? "" : ",") + name;
    }
    return CLI::CheckedTransformer(values).description("{" + list + "}");
}

} // namespace augur::cli
