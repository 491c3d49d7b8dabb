#include "rules/scenario_file.h"

#include <fstream>
#include <sstream>

namespace flagfall::rules {

clock::Result<Scenario, std::string> load_scenario_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return path + ": cannot read the file";
  std::ostringstream text;
  text << in.rdbuf();
  auto parsed = parse_scenario(text.str());
  if (!parsed) return path + ": " + parsed.error().message();
  return std::move(parsed).value();
}

}  // namespace flagfall::rules
