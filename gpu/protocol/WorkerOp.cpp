#include "gpu/protocol/WorkerOp.h"

#include "core/base/NamedEnum.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <nlohmann/json.hpp>

namespace augur::gpu {

namespace {
constexpr NamedEnum<WorkerOp, 4> kWorkerOps{{{{WorkerOp::Measure, "measure"},
                                              {WorkerOp::Compile, "compile"},
                                              {WorkerOp::Ping, "ping"},
                                              {WorkerOp::Quit, "quit"}}}};
} // namespace

const char* workerOpName(WorkerOp op) { return kWorkerOps.name(op).data(); }

std::optional<WorkerOp> parseWorkerOp(std::string_view name) { return kWorkerOps.parse(name); }

std::string workerOpChoices() { return kWorkerOps.choices(); }

WorkerOp requestOp(const nlohmann::json& request) {
    const std::string name = request.at("op").get<std::string>();
    if (auto op = parseWorkerOp(name)) return *op;
    throw ProtocolError("unknown op '" + excerpt(name, 60) + "' (the worker serves " + workerOpChoices() + ")");
}

} // namespace augur::gpu
