from manim import *

class ParallelogramWithShading(Scene):
    def construct(self):
        # Define the vertices of the parallelogram
        v1 = np.array([0, 0, 0])
        v2 = np.array([4, 0, 0])
        v3 = np.array([4, 3, 0])
        v4 = np.array([0, 3, 0])
        
        # Create the parallelogram
        parallelogram = Polygon(v1, v2, v3, v4, color=BLUE)
        self.play(Create(parallelogram))
        
        # Shade the parallelogram light blue
        parallelogram.set_fill_color(BLUE_B)
        parallelogram.set_fill_opacity(0.5)
        self.play(Create(parallelogram))
        
        # Write the base b under the bottom side
        b_label = Text("b", color=WHITE).next_to(parallelogram, DOWN)
        self.play(Write(b_label))
        
        # Write the height h on a dashed line inside
        h_label = Text("h", color=WHITE).next_to(parallelogram, DOWN)
        self.play(Write(h_label))
        
        # Draw a dashed line inside the parallelogram
        dashed_line = DashedLine(v1 + np.array([0, 0.5, 0]), v3 + np.array([0, 0.5, 0]))
        self.play(Write(dashed_line))
        
        # Add a label for the dashed line
        dashed_label = Text("dashed line", color=WHITE).next_to(parallelogram, DOWN)
        self.play(Write(dashed_label))
        
        # Wait for a while
        self.wait(5)