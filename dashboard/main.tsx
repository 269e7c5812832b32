import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../runtime/ui/button.css';
import '../runtime/ui/notice.css';
import '../runtime/ui/spinner.css';
import './dashboard.css';
import { App } from './App';
import { followColorScheme } from './theme';

followColorScheme();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
