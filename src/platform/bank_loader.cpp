#include "platform/bank_loader.h"

#include "platform/site_text.h"
#include "trainer/bank.h"

namespace flagfall::platform {

namespace {

void (*g_on_installed)() = nullptr;

}  // namespace

void load_bank(void (*on_installed)()) {
  g_on_installed = on_installed;
  fetch_site_text(SiteText::kBank, "scenarios.txt", [](const char* text) {
    if (trainer::Bank::install_builtin(text) && g_on_installed != nullptr) g_on_installed();
  });
}

}  // namespace flagfall::platform
