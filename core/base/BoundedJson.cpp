#include "core/base/BoundedJson.h"

#include "core/base/InputError.h"

#include <string>
#include <type_traits>
#include <unordered_set>
#include <vector>

namespace augur {

namespace {

/// Builds a document from nlohmann's SAX events, as nlohmann's own DOM parser does, with
/// three differences: every limit is checked before the value is added; a key named twice
/// in one object is refused (which of the two is meant cannot be told); and members are
/// appended in constant time (nlohmann's ordered_map looks every key up first, which is
/// quadratic in the members of one object). The memory estimate follows basic_json's
/// layout on 64-bit Linux: 16 bytes a value, 32 more for a member's key, heap bytes for
/// strings longer than the small-string buffer (15), and vectors that may hold twice what
/// they use.
template <class Json>
class BoundedBuilder {
public:
    BoundedBuilder(Json& root, const JsonLimits& limits, JsonUsage* usage) : root_(root), limits_(limits) {
        if (usage) {
            values_ = usage->values;
            bytes_ = usage->bytes;
        }
    }
    std::size_t values() const { return values_; }
    std::size_t bytes() const { return bytes_; }

    bool null() { return add(nullptr); }
    bool boolean(bool b) { return add(b); }
    bool number_integer(std::int64_t v) { return add(v); }
    bool number_unsigned(std::uint64_t v) { return add(v); }
    bool number_float(double v, const std::string&) { return add(v); }
    bool string(std::string& s) { return text(s.size()) && add(std::move(s)); }
    bool binary(typename Json::binary_t&) { return fail("holds binary data"); }
    bool start_object(std::size_t) { return open(Json::object()); }
    bool start_array(std::size_t) { return open(Json::array()); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }
    bool key(std::string& k) {
        bytes_ += 32;
        if (!text(k.size())) return false;
        Frame& f = stack_.back();
        if (!f.keys.insert(k).second) return fail("names one key twice in an object");
        auto& members = f.value->template get_ref<typename Json::object_t&>();
        if constexpr (std::is_same_v<Json, nlohmann::ordered_json>) {
            auto& list = static_cast<typename Json::object_t::Container&>(members); // no lookup: keys checked above
            list.emplace_back(std::move(k), nullptr);
            member_ = &list.back().second;
        } else {
            member_ = &members.emplace(std::move(k), nullptr).first->second;
        }
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception&) {
        if (failure_.empty()) failure_ = "not valid JSON (byte " + std::to_string(position) + ")";
        return false;
    }

    const std::string& failure() const { return failure_; }

private:
    struct Frame {
        Json* value;
        std::unordered_set<std::string> keys; ///< an object's keys so far
    };

    template <class V>
    Json* place(V&& v) {
        if (stack_.empty()) {
            root_ = Json(std::forward<V>(v));
            return &root_;
        }
        Json* top = stack_.back().value;
        if (top->is_array()) {
            top->template get_ref<typename Json::array_t&>().emplace_back(std::forward<V>(v));
            return &top->template get_ref<typename Json::array_t&>().back();
        }
        *member_ = Json(std::forward<V>(v));
        return member_;
    }
    bool count() {
        bytes_ += 2 * 16;
        if (++values_ > limits_.maxValues)
            return fail("holds more than " + std::to_string(limits_.maxValues) + " values");
        if (bytes_ > limits_.maxDocumentBytes)
            return fail("would need more than " + std::to_string(limits_.maxDocumentBytes >> 20) +
                        " MiB of memory as a document");
        return true;
    }
    template <class V>
    bool add(V&& v) {
        if (!count()) return false;
        place(std::forward<V>(v));
        return true;
    }
    bool open(Json&& container) {
        if (stack_.size() + 1 > limits_.maxDepth)
            return fail("nests arrays and objects deeper than " + std::to_string(limits_.maxDepth) + " levels");
        if (!count()) return false;
        stack_.push_back(Frame{place(std::move(container)), {}});
        return true;
    }
    bool close() {
        stack_.pop_back();
        return true;
    }
    bool text(std::size_t size) {
        if (size > limits_.maxStringBytes)
            return fail("holds a string or key longer than " + std::to_string(limits_.maxStringBytes) + " bytes");
        if (size > 15) bytes_ += size + 1;
        return true;
    }
    bool fail(std::string why) {
        failure_ = std::move(why);
        return false;
    }

    Json& root_;
    const JsonLimits& limits_;
    std::vector<Frame> stack_;
    Json* member_ = nullptr;
    std::size_t values_ = 0, bytes_ = 0;
    std::string failure_;
};

template <class Json>
Json parseChecked(std::string_view text, const std::string& file, const JsonLimits& limits, const std::string& field,
                  JsonUsage* usage) {
    Json root;
    BoundedBuilder<Json> builder(root, limits, usage);
    bool ok = false;
    try {
        ok = Json::sax_parse(text.begin(), text.end(), &builder);
    } catch (const std::bad_alloc&) {
        throw InputError(file, field, "too large to hold in memory");
    } catch (const nlohmann::json::exception&) {
        ok = false;
    }
    if (!ok) throw InputError(file, field, builder.failure().empty() ? "not valid JSON" : builder.failure());
    if (usage) {
        usage->values = builder.values();
        usage->bytes = builder.bytes();
    }
    return root;
}

} // namespace

nlohmann::ordered_json parseBoundedJson(std::string_view text, const std::string& file, const JsonLimits& limits,
                                        const std::string& field, JsonUsage* usage) {
    return parseChecked<nlohmann::ordered_json>(text, file, limits, field, usage);
}

nlohmann::json parseBoundedJsonUnordered(std::string_view text, const std::string& file, const JsonLimits& limits,
                                         const std::string& field, JsonUsage* usage) {
    return parseChecked<nlohmann::json>(text, file, limits, field, usage);
}

std::optional<nlohmann::json> tryParseBoundedJson(std::string_view text, const JsonLimits& limits) {
    try {
        return parseChecked<nlohmann::json>(text, std::string(), limits, "json", nullptr);
    } catch (const InputError&) {
        return std::nullopt;
    }
}

nlohmann::json parseBoundedOrDiscarded(std::string_view text, const JsonLimits& limits) {
    auto j = tryParseBoundedJson(text, limits);
    return j ? std::move(*j) : nlohmann::json(nlohmann::json::value_t::discarded);
}

} // namespace augur
