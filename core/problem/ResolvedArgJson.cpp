#include "core/problem/ResolvedArgJson.h"

#include "core/base/JsonWholeNumber.h"

#include <map>
#include <stdexcept>

namespace augur {

namespace {

const std::map<std::string, ResolvedArg::Kind> kScalarKinds{
    {"i32", ResolvedArg::Kind::I32}, {"i64", ResolvedArg::Kind::I64}, {"u32", ResolvedArg::Kind::U32},
    {"u64", ResolvedArg::Kind::U64}, {"f32", ResolvedArg::Kind::F32}, {"f64", ResolvedArg::Kind::F64}};

const char* scalarName(ResolvedArg::Kind k) {
    for (const auto& [name, kind] : kScalarKinds)
        if (kind == k) return name.c_str();
    return "?";
}

} // namespace

std::optional<ResolvedArg::Kind> scalarArgKind(const std::string& prefix) {
    const auto it = kScalarKinds.find(prefix);
    if (it == kScalarKinds.end()) return std::nullopt;
    return it->second;
}

std::string tensorMapBufferProblem(const TensorMapSpec& spec, const ResolvedBuffer& buffer) {
    const int elem = dtypeBytes(buffer.dtype);
    return tensorMapProblem(spec, bufferBytesOf(buffer.count, elem), elem);
}

nlohmann::json toJson(const ResolvedArg& a) {
    switch (a.kind) {
    case ResolvedArg::Kind::Buffer: return {{"buffer", a.buffer}};
    case ResolvedArg::Kind::TensorMap: return {{"tensor_map", toJson(a.tensorMap)}};
    default: return {{scalarName(a.kind), a.value}};
    }
}

ResolvedArg resolvedArgFromJson(const nlohmann::json& j, const std::string& where,
                                const std::vector<ResolvedBuffer>& buffers) {
    if (!j.is_object() || j.size() != 1) throw std::invalid_argument(where + ": each argument is a one-key object");
    const std::string k = j.begin().key();
    const nlohmann::json& v = j.begin().value();
    ResolvedArg a;
    if (k == "buffer") {
        a.kind = ResolvedArg::Kind::Buffer;
        const auto index = wholeNumber<int>(v, 0);
        if (!index || static_cast<std::size_t>(*index) >= buffers.size())
            throw std::invalid_argument(where + ": buffer index out of range");
        a.buffer = *index;
    } else if (k == "tensor_map") {
        a.kind = ResolvedArg::Kind::TensorMap;
        a.tensorMap = tensorMapFromJson(v, where + ".tensor_map");
        if (a.tensorMap.buffer < 0 || static_cast<std::size_t>(a.tensorMap.buffer) >= buffers.size())
            throw std::invalid_argument(where + ".tensor_map: buffer index out of range");
        a.buffer = a.tensorMap.buffer;
        const std::string why = tensorMapBufferProblem(a.tensorMap, buffers[static_cast<std::size_t>(a.buffer)]);
        if (!why.empty()) throw std::invalid_argument(where + ".tensor_map: " + why);
    } else {
        const auto kind = scalarArgKind(k);
        if (!kind) throw std::invalid_argument(where + ": unknown kind '" + k + "'");
        if (!v.is_number()) throw std::invalid_argument(where + "." + k + ": expected a number");
        a.kind = *kind;
        a.value = v.get<double>();
    }
    return a;
}

} // namespace augur
