-- Headless Neovim 0.7 as an independent LSP client of `python -m server`.
-- Opens a broken scene, waits for diagnostics, asks for a hover, applies a code action, and writes
-- what it saw to $MANIM_NVIM_OUT as JSON. Driven by tests/test_nvim.py.
local python = os.getenv("MANIM_PYTHON")
local scene = os.getenv("MANIM_SCENE")
local out_path = os.getenv("MANIM_NVIM_OUT")
local result = { diagnostics = {}, hover = nil, action = nil, text_after = nil, errors = {} }

local function finish()
  local f = io.open(out_path, "w")
  f:write(vim.fn.json_encode(result))
  f:close()
  vim.cmd("qa!")
end

local function fail(msg)
  table.insert(result.errors, msg)
  finish()
end

vim.cmd("edit " .. scene)
local bufnr = vim.api.nvim_get_current_buf()
vim.bo[bufnr].filetype = "python"

local client_id = vim.lsp.start_client({
  name = "manim-agent",
  cmd = { python, "-m", "server" },
  root_dir = vim.fn.fnamemodify(scene, ":h"),
  init_options = { trusted = true, renderOnSave = false },
  handlers = {
    ["textDocument/publishDiagnostics"] = function(_, params)
      if params and params.diagnostics and #params.diagnostics > 0 then
        result.diagnostics = params.diagnostics
      end
    end,
  },
})
if not client_id then
  return fail("start_client failed")
end
vim.lsp.buf_attach_client(bufnr, client_id)

-- wait for static diagnostics
local ok = vim.wait(30000, function() return #result.diagnostics > 0 end, 100)
if not ok then
  return fail("no diagnostics")
end
local client = vim.lsp.get_client_by_id(client_id)

-- hover on `Square` (line 7, 0-based 6)
local line = vim.api.nvim_buf_get_lines(bufnr, 6, 7, false)[1]
local col = string.find(line, "Square") - 1
local hover = client.request_sync("textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(bufnr) },
  position = { line = 6, character = col + 1 },
}, 20000, bufnr)
if hover and hover.result and hover.result.contents then
  result.hover = hover.result.contents.value or vim.fn.json_encode(hover.result.contents)
end

-- code action for the first diagnostic, applied through Neovim's own workspace edit support
local diag = result.diagnostics[1]
local actions = client.request_sync("textDocument/codeAction", {
  textDocument = { uri = vim.uri_from_bufnr(bufnr) },
  range = diag.range,
  context = { diagnostics = { diag } },
}, 20000, bufnr)
if not actions or not actions.result or #actions.result == 0 then
  return fail("no code action")
end
local action = actions.result[1]
result.action = action.title
if action.edit then
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
end
result.text_after = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), "\n")
client.stop()
finish()
