#pragma once
// Command-line options whose values are the names of an enum's NamedEnum table: the table
// is the only list of allowed names, and the option stores the enum value.
#include "core/base/NamedEnum.h"

#include <CLI/CLI.hpp>

#include <string>

namespace augur::cli {

/// Adds `--name VALUE` to `app`, VALUE one of `table`'s names (numbers are refused), stored
/// into `target` (which must outlive parsing). A wrong value fails with CLI11's usual
/// "VALUE not in {a,b,c}".
template <typename E, std::size_t N>
CLI::Option* addNamedOption(CLI::App* app, const std::string& name, E& target, const NamedEnum<E, N>& table,
                            const std::string& help) {
    return app
        ->add_option_function<std::string>(
            name, [&target, &table](const std::string& value) { target = *table.parse(value); }, help)
        ->check(CLI::IsMember(table.names()));
}

} // namespace augur::cli
